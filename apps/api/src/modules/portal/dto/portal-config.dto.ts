export class PortalConfigResponseDto {
  /** Base address of the webchat server (widget script at `/cdn/parley-webchat`). @example "http://localhost:3001" */
  webchatUrl!: string;
  /** Base address of this api. @example "http://localhost:3000" */
  apiUrl!: string;
}
