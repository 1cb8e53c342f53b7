// Kept where the bot's modules and tests look for it; the redaction lives with the log (src/logging).
export { logLine, redactTokens } from '../logging/redaction';
