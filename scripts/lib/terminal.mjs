// What the scripts read of a command's output: its text, without the terminal's colour and cursor codes.

// eslint-disable-next-line no-control-regex -- the codes begin with ESC (\u001b)
const TERMINAL_CODES = /\u001b\[[0-9;]*[A-Za-z]/g;

/** `text` without the terminal codes Gatsby's reporter colours and redraws its lines with. */
export const withoutTerminalCodes = (text) => text.replace(TERMINAL_CODES, '');
