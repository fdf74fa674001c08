import * as upstream from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { Decoder, Encoder, type Packet } from './socket-parser';

// Packets the widget and the webchat server exchange; the official codec is the reference.
const packets: Packet[] = [
  { type: 0, nsp: '/webchat', data: { appToken: 't', userId: 'u', lastMessageId: '42' } },
  { type: 0, nsp: '/webchat', data: { sid: 'abc', pid: 'p' } },
  { type: 1, nsp: '/webchat' },
  { type: 2, nsp: '/webchat', data: ['message', { message: { type: 'text', payload: { value: 'héllo, "you" 👋' } }, clientMessageId: 'c1' }] },
  { type: 2, nsp: '/webchat', id: 12, data: ['message', { clientMessageId: 'c2' }] },
  { type: 3, nsp: '/webchat', id: 12, data: [{ id: '7', sender: 'user' }] },
  { type: 4, nsp: '/webchat', data: { message: 'origin not allowed' } },
  { type: 2, nsp: '/', data: ['history', { messages: [] }] },
];

describe('text-only socket.io packet codec', () => {
  it.each(packets)('encodes %j like socket.io-parser', (packet) => {
    expect(new Encoder().encode(packet)).toEqual(new upstream.Encoder().encode(packet as upstream.Packet));
  });

  it.each(packets)('decodes %j like socket.io-parser', (packet) => {
    const [wire] = new upstream.Encoder().encode(packet as upstream.Packet) as string[];
    const ours: Packet[] = [];
    const theirs: Packet[] = [];
    const d = new Decoder();
    d.on('decoded', (p) => ours.push(p));
    d.add(wire);
    const u = new upstream.Decoder();
    u.on('decoded', (p: Packet) => theirs.push(p));
    u.add(wire);
    expect(ours).toEqual(theirs);
  });

  it('refuses binary packets and garbage so socket.io closes and reconnects', () => {
    const d = new Decoder();
    expect(() => d.add('51-/webchat,["x",{"_placeholder":true,"num":0}]')).toThrow();
    expect(() => d.add('2/webchat,["x"')).toThrow();
    expect(() => d.add(new Uint8Array([1]))).toThrow();
  });
});
