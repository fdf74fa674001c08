export { createTestingApi, type TestingApi } from './testing-api';
export { createTestApp, type TestAppCredentials } from './factories';
