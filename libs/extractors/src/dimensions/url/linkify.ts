import LinkifyIt from 'linkify-it';
import tlds from 'tlds';

/**
 * One shared linkify-it instance: it knows URL grammar (schemes, IDN hosts, ports, balanced
 * brackets, trailing punctuation) far better than a hand-written regex. Its built-in list of
 * fuzzy TLDs is short, so the full IANA list from `tlds` replaces it ("parley.dev").
 */
export const linkify = new LinkifyIt(undefined, { fuzzyEmail: false }).tlds(tlds, false);
