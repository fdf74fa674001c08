/**
 * The Socket.IO v5 packet format for text packets only, in place of socket.io-parser (aliased
 * in vite.config.mts). The webchat contract is JSON: no binary attachments travel, and dropping
 * their support saves about 1.5 KB gzipped of the budget. Same wire format, e.g.
 * `2/webchat,{id}["message",{...}]`; a binary packet from the server closes the connection
 * ("parse error") and socket.io reconnects.
 */
export const protocol = 5;

export enum PacketType {
  CONNECT,
  DISCONNECT,
  EVENT,
  ACK,
  CONNECT_ERROR,
  BINARY_EVENT,
  BINARY_ACK,
}

export interface Packet {
  type: PacketType;
  nsp: string;
  data?: unknown;
  id?: number;
}

export class Encoder {
  encode(packet: Packet): string[] {
    let out = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') out += packet.nsp + ',';
    if (packet.id != null) out += packet.id;
    if (packet.data !== undefined) out += JSON.stringify(packet.data);
    return [out];
  }
}

const PACKET = /^([0-4])(\/[^,]*,)?(\d+)?([[{"][\s\S]*)?$/;

type Listener = (packet: Packet) => void;

/** The Manager only subscribes with on/off to "decoded": a one-event emitter is enough. */
export class Decoder {
  private listeners: Listener[] = [];
  on(_event: 'decoded', fn: Listener): this {
    this.listeners.push(fn);
    return this;
  }
  off(_event?: 'decoded', fn?: Listener): this {
    this.listeners = fn ? this.listeners.filter((l) => l !== fn) : [];
    return this;
  }
  add(chunk: unknown): void {
    const m = typeof chunk === 'string' ? PACKET.exec(chunk) : null;
    if (!m) throw new Error('unsupported packet');
    const packet: Packet = { type: Number(m[1]), nsp: m[2] ? m[2].slice(0, -1) : '/' };
    if (m[3]) packet.id = Number(m[3]);
    if (m[4]) packet.data = JSON.parse(m[4]);
    for (const fn of this.listeners.slice()) fn(packet);
  }
  /** Upstream drops a half-received binary packet here; text packets leave nothing behind. */
  destroy(): void {}
}

export function isPacketValid(): boolean {
  return true;
}
