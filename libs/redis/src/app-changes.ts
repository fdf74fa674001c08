/**
 * The api publishes the id of an App on this channel once a change to it is committed: its keys,
 * its settings (origins, webhook, identity verification...), its secrets, or its deletion. Every
 * api instance drops the App's credentials and every webchat instance drops the App from its cache
 * (and, when it is gone, disconnects its widgets). Best effort, as all pub/sub here: a message sent
 * while Redis is away is lost, so each cache keeps its TTL as the bound, and is dropped whole when
 * Redis comes back (`RedisLink.onUp`).
 */
export const APP_CHANGED_CHANNEL = 'parley:credentials:changed';
