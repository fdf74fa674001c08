export { createTestingApi, type TestingApi } from './testing-api';
export { createTestApp, type TestAppCredentials } from './factories';
export { createTestingWebchat, type TestingWebchat } from './testing-webchat';
export { createEmptyDatabase, migrateBefore, type EmptyDatabase } from './empty-database';
