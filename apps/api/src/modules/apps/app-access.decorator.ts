import { applyDecorators, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiSecurity,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { appAccessGuard, type AppIdFrom } from './app-access.guard';
import type { AppRole } from './app-context';
import type { RequestCost } from './request-cost';

export interface AppAccessOptions {
  /** The lowest role the route accepts (default `viewer`: any caller of the App). */
  role?: AppRole;
  /**
   * `header` (default): the App is named by `App-Id`, the caller brings its App-Key or a portal
   * session. `param`: the App is the route's `:id` and only a portal session gets in (the
   * portal's routes of one App: settings and keys), outside the App's rate limit.
   */
  appIdFrom?: AppIdFrom;
  /**
   * What a request costs in the App's rate limit (`REQUEST_COSTS`): `request` (default) one token;
   * `sentence` and `classify` more for a longer `sentence`.
   */
  cost?: RequestCost;
}

/**
 * The way into a route of one App (`AppAccessGuard`), with its OpenAPI security: App-Id and
 * App-Key, or a portal session and App-Id. On a method, not beside one on its class: each would
 * run its own guard.
 */
export function AppAccess(options: AppAccessOptions = {}) {
  const role = options.role ?? 'viewer';
  const roleNote = role === 'viewer' ? '' : `; or a caller below the ${role} role`;
  if (options.appIdFrom === 'param') {
    return applyDecorators(
      UseGuards(appAccessGuard(role, 'param')),
      ApiBearerAuth('session'),
      ApiUnauthorizedResponse({ description: 'No valid session token' }),
      ApiNotFoundResponse({ description: "No such App among the account's" }),
      ...(role === 'viewer' ? [] : [ApiForbiddenResponse({ description: `The account is below the ${role} role in this App` })]),
    );
  }
  return applyDecorators(
    UseGuards(appAccessGuard(role, 'header', options.cost)),
    // One requirement object per way in, each listing the headers that go together.
    ApiSecurity({ 'App-Id': [], 'App-Key': [] }),
    ApiSecurity({ 'App-Id': [], session: [] }),
    ApiUnauthorizedResponse({ description: 'App-Id or App-Key header missing, or the session expired' }),
    ApiNotFoundResponse({ description: "With a session: no such App among the account's" }),
    ApiForbiddenResponse({ description: `Unknown App-Id or wrong App-Key${roleNote}` }),
    ApiTooManyRequestsResponse({ description: "Past the App's rate limit; see Retry-After" }),
  );
}
