/**
 * Webhook URLs that lead inside the network, in every notation an attacker would try. Those that
 * reach this machine's loopback take `port` (a listener there must receive nothing); the others
 * would not connect anywhere useful in a test, and must be refused before any attempt.
 */
export function loopbackWebhookUrls(port: number): string[] {
  return [
    `http://127.0.0.1:${port}/hook`,
    `http://0x7f000001:${port}/hook`,
    `http://2130706433:${port}/hook`,
    `http://0177.0.0.1:${port}/hook`,
    `http://127.1:${port}/hook`,
    `http://[::ffff:127.0.0.1]:${port}/hook`,
    `http://[::ffff:7f00:1]:${port}/hook`,
    `http://[::127.0.0.1]:${port}/hook`,
    `http://[::1]:${port}/hook`,
    `http://0.0.0.0:${port}/hook`,
    `http://0:${port}/hook`,
    `http://[::]:${port}/hook`,
    `http://localhost:${port}/hook`,
    `http://LOCALHOST.:${port}/hook`,
    `http://bot.localhost:${port}/hook`,
    `https://127.0.0.1:${port}/hook`,
  ];
}

export const otherInternalWebhookUrls: readonly string[] = [
  'http://169.254.169.254/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://100.100.100.200/latest/meta-data/',
  'http://10.0.0.5/hook',
  'http://172.16.3.4/hook',
  'http://192.168.1.10/hook',
  'http://100.64.0.1/hook',
  'http://[fc00::1]/hook',
  'http://[fe80::1]/hook',
  'http://[64:ff9b::a00:5]/hook',
  'http://[2002:c0a8:10a::]/hook',
  'http://224.0.0.1/hook',
  'http://255.255.255.255/hook',
  'http://240.0.0.1/hook',
  'http://127.0.0.1:6379/',
];
