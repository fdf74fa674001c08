import type { Corpus, Example } from './corpora';

/**
 * A French shop FAQ written for this bench (no French intent corpus ships on npm: NLP.js's
 * French corpora live in its repository, not in `@nlpjs/*` packages). Training phrases are
 * written as a bot owner types them (full sentences, accents, straight apostrophes); test
 * sentences as customers type in a chat window: typographic apostrophes, missing accents, chat
 * spellings (slt, stp, pk, jsp...), dropped "ne", questions without inversion. The test split
 * was written before any French change to the engine and not edited afterwards.
 * 22 intents, 5 training phrases and 6 test sentences each (110 / 132).
 */
const FAQ: Record<string, [train: string[], test: string[]]> = {
  horaires: [
    [
      "Quels sont vos horaires d'ouverture ?",
      'À quelle heure ouvre le magasin ?',
      'Êtes-vous ouverts le dimanche ?',
      'Jusqu’à quelle heure êtes-vous ouverts le soir ?',
      'Horaires du magasin',
    ],
    [
      'vous ouvrez a quelle heure demain',
      'c’est ouvert le samedi ?',
      'slt vous fermez a quelle heure ?',
      'le magasin est ouvert le lundi matin ?',
      'horaire d ouverture svp',
      'vous etes pas fermés le dimanche ?',
    ],
  ],
  livraison_delai: [
    [
      'Quel est le délai de livraison ?',
      'Combien de temps faut-il pour recevoir ma commande ?',
      'Quand vais-je recevoir mon colis ?',
      'En combien de jours livrez-vous ?',
      'Délai de livraison en France',
    ],
    [
      'je vais recevoir ma commande quand ?',
      'ca prend combien de temps pour etre livré',
      'c koi les delais de livraison',
      'ma commande arrive dans combien de jours ?',
      'vous livrez en combien de temps',
      'il faut combien de jours pour la livraison ?',
    ],
  ],
  livraison_pays: [
    [
      'Livrez-vous à l’étranger ?',
      'Dans quels pays livrez-vous ?',
      'Est-ce que vous livrez en Belgique ?',
      'Livraison internationale possible ?',
      'Pouvez-vous envoyer ma commande en Suisse ?',
    ],
    [
      'vous livrez au canada ?',
      'est ce que vous expediez hors de france',
      'c’est possible de se faire livrer en espagne',
      'livraison en allemagne svp ?',
      'vous envoyez dans quels pays',
      'jhabite au luxembourg vous livrez ?',
    ],
  ],
  frais_livraison: [
    [
      'Combien coûte la livraison ?',
      'Quels sont les frais de port ?',
      'La livraison est-elle gratuite ?',
      'À partir de quel montant la livraison est offerte ?',
      'Prix de l’expédition',
    ],
    [
      'c combien les frais de port',
      'la livraison c’est payant ?',
      'livraison gratuite a partir de combien',
      'vous faites payer l envoi ?',
      'les frais d’expedition sont de combien',
      'ca coute cher la livraison ?',
    ],
  ],
  suivi_colis: [
    [
      'Où est mon colis ?',
      'Comment suivre ma commande ?',
      'Je voudrais le numéro de suivi de mon colis',
      'Ma commande est-elle expédiée ?',
      'Suivi de livraison',
    ],
    [
      'jsp ou est mon colis',
      'je peux suivre mon colis ou ?',
      'elle est ou ma commande ?',
      'jai pas recu le numero de suivi',
      'mon colis est parti ?',
      'comment je fais pour savoir ou en est ma livraison',
    ],
  ],
  retour: [
    [
      'Comment retourner un article ?',
      'Je veux renvoyer un produit',
      'Puis-je échanger un article ?',
      'Quelle est votre politique de retour ?',
      'Retourner ma commande',
    ],
    [
      'je voudrais renvoyer ma commande comment faire',
      'l’article me plait pas je peux le rendre ?',
      'c’est possible d’echanger un produit',
      'j ai combien de jours pour faire un retour',
      'comment on renvoie un article stp',
      'je veux rendre les chaussures',
    ],
  ],
  remboursement: [
    [
      'Quand serai-je remboursé ?',
      'Je veux être remboursé',
      'Comment obtenir un remboursement ?',
      'Mon remboursement n’est pas arrivé',
      'Délai de remboursement',
    ],
    [
      'toujours pas rembourse pk ?',
      'vous remboursez sous combien de temps',
      'je veux mon argent',
      'j’ai renvoyé le colis mais pas de remboursement',
      'rembourser ma commande svp',
      'c’est quand que je suis remboursée ?',
    ],
  ],
  paiement_moyens: [
    [
      'Quels moyens de paiement acceptez-vous ?',
      'Puis-je payer par PayPal ?',
      'Acceptez-vous la carte bancaire ?',
      'Peut-on payer en plusieurs fois ?',
      'Paiement par chèque possible ?',
    ],
    [
      'on peut payer avec paypal ?',
      'vous prenez la carte bleue',
      'paiement en 3 fois possible ?',
      'je peux payer comment',
      'vous acceptez les cheques ?',
      'c’est possible de regler par virement',
    ],
  ],
  paiement_refuse: [
    [
      'Mon paiement a été refusé',
      'Ma carte ne passe pas',
      'Le paiement ne fonctionne pas',
      'Erreur lors du paiement',
      'Pourquoi ma carte est-elle refusée ?',
    ],
    [
      'ma carte passe pas',
      'paiement refusé pk',
      'j’arrive pas a payer',
      'il y a une erreur quand je paye',
      'ca veut pas prendre ma carte bancaire',
      'le paiement marche pas sur le site',
    ],
  ],
  facture: [
    [
      'Comment obtenir ma facture ?',
      'Pouvez-vous m’envoyer une facture ?',
      'Où télécharger ma facture ?',
      'J’ai besoin d’une facture pour ma commande',
      'Facture de mon achat',
    ],
    [
      'je trouve pas ma facture',
      'vous pouvez m’envoyer la facture stp',
      'ou est ce qu’on telecharge les factures',
      'besoin d une facture pour mon entreprise',
      'jai pas recu de facture',
      'je veux la facture de ma derniere commande',
    ],
  ],
  annuler_commande: [
    [
      'Je veux annuler ma commande',
      'Comment annuler une commande ?',
      'Puis-je annuler mon achat ?',
      'Annulation de commande',
      'Annulez ma commande s’il vous plaît',
    ],
    [
      'annuler ma commande stp',
      'je me suis trompé je veux tout annuler',
      'c’est possible d’annuler ?',
      'comment j’annule',
      'vous pouvez annuler la commande que j’ai passée hier',
      'je veux plus de ma commande, annulez la',
    ],
  ],
  modifier_adresse: [
    [
      'Comment changer mon adresse de livraison ?',
      'Je me suis trompé d’adresse',
      'Puis-je modifier l’adresse de ma commande ?',
      'Modifier l’adresse de livraison',
      'J’ai déménagé, comment mettre à jour mon adresse ?',
    ],
    [
      'jai mis la mauvaise adresse',
      'changer l’adresse de livraison svp',
      'je peux encore modifier l adresse ?',
      'erreur dans mon adresse comment corriger',
      'j’ai demenagé faut changer l’adresse',
      'c’est possible de livrer a une autre adresse ?',
    ],
  ],
  mot_de_passe: [
    [
      'J’ai oublié mon mot de passe',
      'Comment réinitialiser mon mot de passe ?',
      'Je n’arrive pas à me connecter',
      'Changer mon mot de passe',
      'Mot de passe perdu',
    ],
    [
      'mdp oublié',
      'j’arrive plus a me connecter',
      'comment on change le mot de passe',
      'jme souviens plus de mon mot de passe',
      'reinitialiser mot de passe stp',
      'impossible de me connecter a mon compte',
    ],
  ],
  supprimer_compte: [
    [
      'Comment supprimer mon compte ?',
      'Je veux fermer mon compte',
      'Supprimez mes données personnelles',
      'Suppression de compte',
      'Je souhaite clôturer mon compte client',
    ],
    [
      'supprimer mon compte svp',
      'je veux plus de compte chez vous',
      'comment on ferme son compte',
      'effacez toutes mes donnees',
      'je voudrais que mon compte soit supprimé',
      'desinscription du site comment faire',
    ],
  ],
  contact_humain: [
    [
      'Je veux parler à un conseiller',
      'Comment contacter le service client ?',
      'Puis-je parler à un humain ?',
      'Quel est votre numéro de téléphone ?',
      'Contacter le support',
    ],
    [
      'je veux parler a quelqu’un de vrai',
      'un conseiller svp',
      'vous avez un numero de tel ?',
      'passez moi un humain',
      'comment joindre le service client',
      'je peux vous appeler ?',
    ],
  ],
  garantie: [
    [
      'Quelle est la durée de la garantie ?',
      'Mon produit est-il garanti ?',
      'Mon article est tombé en panne',
      'Comment faire jouer la garantie ?',
      'Garantie des produits',
    ],
    [
      'c’est garanti combien de temps',
      'mon appareil marche plus il est sous garantie ?',
      'la garantie couvre quoi',
      'produit en panne au bout d un mois',
      'vous faites une garantie de 2 ans ?',
      'comment j’utilise la garantie',
    ],
  ],
  taille: [
    [
      'Comment choisir ma taille ?',
      'Avez-vous un guide des tailles ?',
      'Ce modèle taille-t-il grand ?',
      'Quelle taille dois-je prendre ?',
      'Correspondance des tailles',
    ],
    [
      'je fais du 38 je prends quelle taille',
      'ca taille petit ?',
      'guide des tailles stp',
      'je sais pas quelle taille choisir',
      'les tailles sont normales ou ca taille grand',
      'vous avez un tableau des tailles',
    ],
  ],
  code_promo: [
    [
      'Mon code promo ne fonctionne pas',
      'Où saisir un code de réduction ?',
      'Avez-vous des codes promo ?',
      'Le bon de réduction n’est pas accepté',
      'Utiliser un code promo',
    ],
    [
      'code promo marche pas',
      'ou on met le code de reduc',
      'vous avez une reduction en ce moment ?',
      'mon bon de reduction est refusé pk',
      'le code promo est pas pris en compte',
      'comment j’utilise mon code promo',
    ],
  ],
  magasin: [
    [
      'Où se trouve votre magasin ?',
      'Avez-vous une boutique à Lyon ?',
      'Quelle est l’adresse du magasin ?',
      'Trouver un magasin près de chez moi',
      'Liste de vos boutiques',
    ],
    [
      'vous avez un magasin a paris ?',
      'c’est ou votre boutique',
      'l’adresse du magasin svp',
      'y a une boutique pres de bordeaux',
      'je peux venir en magasin ? il est ou',
      'ou sont vos magasins',
    ],
  ],
  fidelite: [
    [
      'Comment fonctionne la carte de fidélité ?',
      'Combien de points de fidélité ai-je ?',
      'Comment utiliser mes points ?',
      'Programme de fidélité',
      'Je veux une carte de fidélité',
    ],
    [
      'j’ai combien de points',
      'la carte fidelité c’est gratuit ?',
      'comment on gagne des points',
      'utiliser mes points fidelite',
      'je voudrais m’inscrire au programme de fidelite',
      'mes points ont disparu',
    ],
  ],
  newsletter: [
    [
      'Comment me désabonner de la newsletter ?',
      'Je ne veux plus recevoir vos emails',
      'Arrêtez de m’envoyer des mails',
      'Se désinscrire de la lettre d’information',
      'Trop d’emails publicitaires',
    ],
    [
      'stop les mails svp',
      'je veux plus recevoir la newsletter',
      'desabonnement newsletter',
      'vous m’envoyez trop de mails',
      'comment arreter les emails promotionnels',
      'je recois des pubs tous les jours ca suffit',
    ],
  ],
  stock: [
    [
      'Quand cet article sera-t-il de nouveau disponible ?',
      'Le produit est en rupture de stock',
      'Allez-vous réapprovisionner cet article ?',
      'Prévenez-moi quand le produit revient',
      'Disponibilité d’un article',
    ],
    [
      'l’article est plus dispo ?',
      'quand est ce que ce sera en stock',
      'rupture de stock jusqu’a quand',
      'vous allez en ravoir ?',
      'le pull bleu est dispo en M ?',
      'prevenez moi quand ca revient stp',
    ],
  ],
};

const pick = (part: 0 | 1): Example[] => Object.entries(FAQ).flatMap(([intent, parts]) => parts[part].map((text) => ({ text, intent })));

export const FRENCH_FAQ: Corpus = { name: 'ShopFaq-fr', lang: 'fr', train: pick(0), test: pick(1) };
