// Text from members (display names, typed input) inside our messages: Discord must show it as typed,
// never as formatting, a masked link, a heading or list, or an @everyone / @here.

// Every character Discord's markdown gives a meaning to; "-", "#" and "." act only at the start of a line.
// Parentheses stay as they are: a masked link needs "[text](url)", and the brackets are escaped, while a
// backslash before "(" shows where Discord does not read markdown (menus, a computer's "Computer 1 (strong)").
const INLINE = /[\\*_~`|>[\]<]/g;

export function escapeMarkdownText(text: string): string {
  return (
    text
      .replace(INLINE, '\\$&')
      .replace(/^([-#+])/, '\\$1')
      .replace(/^(\d+)\./, '$1\\.')
      // "https://…" would become a link
      .replace(/:\/\//g, '\\://')
      // a zero-width space keeps "@everyone" and "@here" from reading as mentions
      .replace(/@(everyone|here)/gi, '@\u200b$1')
  );
}
