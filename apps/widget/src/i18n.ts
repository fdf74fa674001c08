import type { Labels } from './options';

/** Every text the widget shows or reads out by itself, in one language. */
export interface Texts extends Omit<Labels, 'onboardingMessage'> {
  open: string;
  close: string;
  unread: string;
  fullScreen: string;
  exitFullScreen: string;
  connecting: string;
  offline: string;
  refused: string;
  sending: string;
  sent: string;
  delivered: string;
  notSent: string;
  notDelivered: string;
  retry: string;
  typing: string;
  noAnswer: string;
  replies: string;
  menu: string;
  dictate: string;
  stopDictation: string;
  /** The menu entry that asks for a person. */
  talkToPerson: string;
  /** An operator typing: `%s` is their name. */
  isTyping: string;
  /** Label of the e-mail field offered when nobody of the team is online. */
  emailLabel: string;
  emailRefused: string;
}

/*
 * The App's language picks the defaults (the server says it on connect; `language` in init() can
 * say it first); a label the page sets wins in every language.
 */
export const TEXTS: Record<'en' | 'fr' | 'es', Texts> = {
  en: {
    sendButtonLabel: 'Send',
    messageInputPlaceholder: 'Write a message...',
    webchatHeaderTitle: 'How can I help you?',
    helpMessage: 'We reply in a few minutes.',
    open: 'Open chat',
    close: 'Close chat',
    unread: 'unread',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    connecting: 'Reconnecting…',
    offline: 'Offline',
    refused: 'Chat unavailable',
    sending: 'Sending…',
    sent: 'Sent',
    delivered: 'Delivered',
    notSent: 'Not sent.',
    notDelivered: 'Not delivered.',
    retry: 'Retry',
    typing: 'Typing',
    noAnswer: 'No answer yet. Your message is kept; you can keep writing or come back later.',
    replies: 'Suggested replies',
    menu: 'Menu',
    dictate: 'Dictate a message',
    stopDictation: 'Stop dictation',
    talkToPerson: 'Talk to a person',
    isTyping: '%s is typing…',
    emailLabel: 'Leave your e-mail address for a reply',
    emailRefused: 'Check the address and try again.',
  },
  fr: {
    sendButtonLabel: 'Envoyer',
    messageInputPlaceholder: 'Écrivez un message...',
    webchatHeaderTitle: 'Comment puis-je vous aider ?',
    helpMessage: 'Nous répondons en quelques minutes.',
    open: 'Ouvrir la discussion',
    close: 'Fermer la discussion',
    unread: 'non lus',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    connecting: 'Reconnexion…',
    offline: 'Hors ligne',
    refused: 'Discussion indisponible',
    sending: 'Envoi…',
    sent: 'Envoyé',
    delivered: 'Remis',
    notSent: 'Non envoyé.',
    notDelivered: 'Non remis.',
    retry: 'Réessayer',
    typing: 'En train d’écrire',
    noAnswer: 'Pas encore de réponse. Votre message est conservé ; vous pouvez continuer à écrire ou revenir plus tard.',
    replies: 'Réponses suggérées',
    menu: 'Menu',
    dictate: 'Dicter un message',
    stopDictation: 'Arrêter la dictée',
    talkToPerson: 'Parler à une personne',
    isTyping: '%s est en train d’écrire…',
    emailLabel: 'Laissez votre adresse e-mail pour recevoir la réponse',
    emailRefused: 'Vérifiez l’adresse et réessayez.',
  },
  es: {
    sendButtonLabel: 'Enviar',
    messageInputPlaceholder: 'Escribe un mensaje...',
    webchatHeaderTitle: '¿En qué puedo ayudarte?',
    helpMessage: 'Respondemos en unos minutos.',
    open: 'Abrir el chat',
    close: 'Cerrar el chat',
    unread: 'sin leer',
    fullScreen: 'Pantalla completa',
    exitFullScreen: 'Salir de pantalla completa',
    connecting: 'Reconectando…',
    offline: 'Sin conexión',
    refused: 'Chat no disponible',
    sending: 'Enviando…',
    sent: 'Enviado',
    delivered: 'Entregado',
    notSent: 'No enviado.',
    notDelivered: 'No entregado.',
    retry: 'Reintentar',
    typing: 'Escribiendo',
    noAnswer: 'Aún no hay respuesta. Tu mensaje se guarda; puedes seguir escribiendo o volver más tarde.',
    replies: 'Respuestas sugeridas',
    menu: 'Menú',
    dictate: 'Dictar un mensaje',
    stopDictation: 'Detener el dictado',
    talkToPerson: 'Hablar con una persona',
    isTyping: '%s está escribiendo…',
    emailLabel: 'Deja tu correo electrónico para recibir la respuesta',
    emailRefused: 'Revisa la dirección e inténtalo de nuevo.',
  },
};

/** The texts of a language tag ("fr", "fr-CA", "ES"); English for any other. */
export function textsFor(language: unknown): Texts {
  const l = typeof language === 'string' ? language.slice(0, 2).toLowerCase() : '';
  return l === 'fr' || l === 'es' ? TEXTS[l] : TEXTS.en;
}
