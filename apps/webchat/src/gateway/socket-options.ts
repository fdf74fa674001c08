import type { GatewayMetadata } from '@nestjs/websockets';

/**
 * The Socket.IO server's options, given by every gateway of the webchat server (the widget's
 * `/webchat`, the operator inbox's `/operators`): the gateways share one server, which takes the
 * options of whichever is set up first, so a gateway without them would drop CORS for long polling,
 * the message size limit and the ping interval for both.
 */
export const SOCKET_SERVER_OPTIONS = {
  cors: { origin: true },
  maxHttpBufferSize: 256 * 1024,
  pingInterval: 25_000,
  // Chat frames are small: compressing each one costs more CPU (and a zlib context per socket) than it saves.
  perMessageDeflate: false,
  httpCompression: false,
  // The widget opens a WebSocket directly; long polling stays for clients behind proxies that block it.
  transports: ['websocket', 'polling'],
  serveClient: false,
} satisfies GatewayMetadata;
