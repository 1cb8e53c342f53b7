// The terminal shows the bot's messages without Discord's markup: no **bold** stars, no `code` ticks, no
// backslashes that keep a name's characters from formatting, and commands as the terminal takes them
// (`place`, not `/carcassonne place`).
export function plainText(line: string): string {
  return line
    .replace(/`\/carcassonne ([^`]*)`/g, '$1')
    .replace(/\/carcassonne /g, '')
    .replace(/\\([\\*_~`|>#[\]()@:-])|\*\*|__|~~|`/g, (_, escaped?: string) => escaped ?? '');
}
