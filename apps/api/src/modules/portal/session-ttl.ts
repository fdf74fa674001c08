/** Session lifetime in seconds, provided by the portal module from the config. */
export class ConfigurableJwtTtl {
  constructor(readonly seconds: number) {}
}
