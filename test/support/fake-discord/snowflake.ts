/** Discord-style ids: timestamp-based, so discord.js's `createdTimestamp` getters give sensible dates. */
const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

export function snowflake(at: number = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | increment).toString();
}
