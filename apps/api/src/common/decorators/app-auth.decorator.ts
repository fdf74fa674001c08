import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AppAuthGuard } from '../guards/app-auth.guard';

/** App-Id/App-Key authentication and the App's rate limit, with their OpenAPI security. */
export function AppAuth() {
  return applyDecorators(
    UseGuards(AppAuthGuard),
    // One requirement object: both headers together (two objects would mean either).
    ApiSecurity({ 'App-Id': [], 'App-Key': [] }),
    ApiUnauthorizedResponse({ description: 'App-Id or App-Key header missing' }),
    ApiForbiddenResponse({ description: 'Unknown App-Id or wrong App-Key' }),
    ApiTooManyRequestsResponse({ description: "Past the App's rate limit; see Retry-After" }),
  );
}
