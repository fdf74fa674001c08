export class PortalConfigResponseDto {
  /** Base address of the webchat server (widget script at `/cdn/parley-webchat`). @example "http://localhost:3001" */
  webchatUrl!: string;
  /** Base address of this api. @example "http://localhost:3000" */
  apiUrl!: string;
  /** The most an App's owner may set as its rate limit (requests per second). @example 1000 */
  appRateLimitMax!: number;
  /** The most an App's owner may set as its burst. @example 2000 */
  appRateBurstMax!: number;
  /** How many live keys an App may hold (issuing one more is a 409). @example 5 */
  maxLiveKeys!: number;
}
