/**
 * How a chat message looks, shared by the widget (apps/widget) and the portal (apps/portal): the
 * same components and styles render a bot's text (its markdown subset), pictures, cards, tables,
 * actions and quick replies, and a user's text and postbacks. Browser code only (Preact, the DOM).
 */
export { Content, QuickReplies, summary, type ContentProps } from './content';
export { linkify, type Segment } from './linkify';
export { parseInline, parseMarkdown, markdownHref, type Block, type Inline } from './markdown';
export { botWebUrl, safeImageSrc, safeLinkHref } from './url';
