export { createTestingApi, type TestingApi } from './testing-api';
export { createTestApp, pushSecretOf, type TestAppCredentials } from './factories';
export { createTestingWebchat, type TestingWebchat } from './testing-webchat';
export { createEmptyDatabase, migrateBefore, type EmptyDatabase } from './empty-database';
export { freePort, hasRedisServer, startTestRedis, waitForPort, type TestRedis } from './redis-server';
export { startTcpProxy, type TcpProxy } from './tcp-proxy';
export { loopbackWebhookUrls, otherInternalWebhookUrls } from './internal-addresses';
export { documentedMetrics, metricValue, parseScrape } from './metrics';
export { testDatabaseUrl } from './test-database';
