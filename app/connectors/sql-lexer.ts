// The guard's lexer: each server's own rules for comments, quotes and identifiers, so the text that runs is the
// text checked (comments removed) and spellings whose meaning depends on server settings are refused.
import { refuse } from "./sql-guard-rules";

const AMBIGUOUS_QUOTE = "backslash-escaped quote";

/** How a server reads quotes and comments: each dialect states its own (dialects/<id>/dialect.ts). */
export interface LexerRules {
  /** `'…'` takes backslash escapes (MySQL), so a backslash before a quote depends on NO_BACKSLASH_ESCAPES. */
  backslashEscapes: boolean;
  /** `"…"` is a string (MySQL) rather than a quoted identifier. */
  doubleQuotedStrings: boolean;
  /** `` `…` `` quotes an identifier. */
  backtickIdentifiers: boolean;
  /** `$1` parameters and `$tag$ … $tag$` strings; otherwise `$` is a word character. */
  dollarQuotes: boolean;
  /** `#` starts a line comment. */
  hashComments: boolean;
  /** `--` starts a comment only before a space or a control character. */
  dashCommentNeedsSpace: boolean;
  /** Block comments nest. */
  nestedComments: boolean;
  /** `/*! … *\/` is run by the server, not skipped: refused. */
  executableComments: boolean;
  /** `E'…'` escape strings and `U&"…"` identifiers (refused). */
  prefixedLiterals: boolean;
}

export type TokenKind = "word" | "ident" | "string" | "number" | "param" | "op";
export interface Token {
  kind: TokenKind;
  text: string;
  /** Lower-cased word, or the unquoted content of a quoted token. */
  value: string;
  /** Offsets in the comment-free text. */
  start: number;
  end: number;
}

const ASCII_SPACE = /[ \t\n\r\f\v]/;
const UNICODE_SPACE = /[\p{Zs}\u2028\u2029\u0085]/u;
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const NUMBER = /0[xX][0-9a-fA-F]+|\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?/y;
const MULTI_CHAR_OP = /:=|::|<=>|<>|<=|>=|!=|\|\||->>|->/y;
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;

/**
 * How a quoted token treats backslashes. "standard" and "backslash" refuse the one spelling whose end depends on
 * server settings (standard_conforming_strings, NO_BACKSLASH_ESCAPES): a backslash right before a quote.
 */
type QuoteMode = "plain" | "standard" | "escape" | "backslash";

function lineEnd(src: string, from: number): number {
  const offset = src.slice(from).search(/[\r\n]/);
  return offset < 0 ? src.length : from + offset;
}

function codePoint(ch: string): string {
  return ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
}

function isWordChar(ch: string): boolean {
  return /[A-Za-z0-9_$]/.test(ch) || (ch >= "\u0080" && !UNICODE_SPACE.test(ch) && !INVISIBLE.test(ch));
}

export class Lexer {
  private pos = 0;
  private out = "";
  private readonly tokens: Token[] = [];

  constructor(
    private readonly src: string,
    private readonly rules: LexerRules,
  ) {}

  run(): { text: string; tokens: Token[] } {
    while (this.pos < this.src.length) this.step(this.src[this.pos]);
    return { text: this.out, tokens: this.tokens };
  }

  private step(ch: string) {
    const { backslashEscapes, doubleQuotedStrings, backtickIdentifiers, dollarQuotes } = this.rules;
    if (ASCII_SPACE.test(ch) || UNICODE_SPACE.test(ch)) return this.space(ch);
    if (INVISIBLE.test(ch)) refuse(`invisible character U+${codePoint(ch)}`);
    if (this.comment()) return;
    if (ch === "'") return this.quoted(this.pos, this.pos, backslashEscapes ? "backslash" : "standard", "string");
    if (ch === '"') {
      const mode = !doubleQuotedStrings ? "plain" : backslashEscapes ? "backslash" : "standard";
      return this.quoted(this.pos, this.pos, mode, doubleQuotedStrings ? "string" : "ident");
    }
    if (ch === "`" && backtickIdentifiers) return this.quoted(this.pos, this.pos, "plain", "ident");
    if (ch === "$" && dollarQuotes) return this.dollar();
    if (/\d/.test(ch) || (ch === "." && /\d/.test(this.src[this.pos + 1] ?? ""))) return this.number();
    if (/[A-Za-z_]/.test(ch) || ch === "$" || (ch >= "\u0080" && isWordChar(ch))) return this.word();
    MULTI_CHAR_OP.lastIndex = this.pos;
    const op = MULTI_CHAR_OP.exec(this.src)?.[0] ?? ch;
    this.emit("op", op, op, this.pos + op.length);
  }

  private emit(kind: TokenKind, text: string, value: string, next: number) {
    this.tokens.push({ kind, text, value, start: this.out.length, end: this.out.length + text.length });
    this.out += text;
    this.pos = next;
  }

  /** Unicode spaces become plain spaces: the text run is the text checked, and no server reads them as spaces. */
  private space(ch: string) {
    this.out += ASCII_SPACE.test(ch) ? ch : " ";
    this.pos++;
  }

  /** Comments are dropped from the text that runs, which removes every comment trick (MySQL `/*!` is refused). */
  private comment(): boolean {
    const { src, pos, rules } = this;
    const lineComment =
      // eslint-disable-next-line no-control-regex -- MySQL's "-- " comment needs a space or control character after it
      (src.startsWith("--", pos) && (!rules.dashCommentNeedsSpace || /^[\s\x00-\x1f]?$/.test(src[pos + 2] ?? ""))) ||
      (rules.hashComments && src[pos] === "#");
    if (src.startsWith("/*", pos)) this.pos = this.blockCommentEnd();
    else if (lineComment) this.pos = lineEnd(src, pos);
    else return false;
    this.out += " ";
    return true;
  }

  private blockCommentEnd(): number {
    const { src, rules } = this;
    if (rules.executableComments && src[this.pos + 2] === "!") refuse("MySQL executable comment /*! … */");
    const nests = rules.nestedComments;
    let depth = 0;
    for (let i = this.pos; i < src.length; i++) {
      if (src.startsWith("/*", i) && (depth === 0 || nests)) {
        depth++;
        i++;
      } else if (src.startsWith("*/", i)) {
        depth--;
        i++;
        if (depth === 0) return i + 1;
      }
    }
    return refuse("unterminated comment");
  }

  private quoted(start: number, open: number, mode: QuoteMode, kind: TokenKind) {
    const { src } = this;
    const quote = src[open];
    let value = "";
    let backslashes = 0;
    for (let i = open + 1; i < src.length; i++) {
      const ch = src[i];
      if (ch === "\\" && (mode === "escape" || mode === "backslash")) {
        if (mode === "backslash" && src[i + 1] === quote) refuse(AMBIGUOUS_QUOTE, "write the quote twice instead");
        value += src.slice(i, i + 2);
        i++;
      } else if (ch === quote) {
        if (mode === "standard" && backslashes % 2 === 1) refuse(AMBIGUOUS_QUOTE, "write the quote twice instead");
        if (src[i + 1] !== quote) return this.emit(kind, src.slice(start, i + 1), value.toLowerCase(), i + 1);
        value += quote;
        i++;
      } else value += ch;
      backslashes = ch === "\\" ? backslashes + 1 : 0;
    }
    refuse(`unterminated ${kind === "ident" ? "quoted identifier" : "string literal"}`);
  }

  /** PostgreSQL: `$1` parameters and `$tag$ … $tag$` strings. */
  private dollar() {
    const { src, pos } = this;
    const param = /\$\d+/y;
    param.lastIndex = DOLLAR_TAG.lastIndex = pos;
    const number = param.exec(src)?.[0];
    if (number) return this.emit("param", number, number, pos + number.length);
    const tag = DOLLAR_TAG.exec(src)?.[0];
    if (!tag) return this.emit("op", "$", "$", pos + 1);
    const close = src.indexOf(tag, pos + tag.length);
    if (close < 0) refuse("unterminated dollar-quoted string");
    this.emit("string", src.slice(pos, close + tag.length), src.slice(pos + tag.length, close), close + tag.length);
  }

  private number() {
    NUMBER.lastIndex = this.pos;
    const text = NUMBER.exec(this.src)![0];
    this.emit("number", text, text, this.pos + text.length);
  }

  private word() {
    const { src, pos } = this;
    let end = pos;
    while (end < src.length && isWordChar(src[end])) end++;
    const text = src.slice(pos, end);
    const prefixed = this.rules.prefixedLiterals;
    if (prefixed && /^[eE]$/.test(text) && src[end] === "'") return this.quoted(pos, end, "escape", "string");
    if (prefixed && /^[uU]$/.test(text) && src.startsWith('&"', end)) refuse('unicode-escaped identifier U&"…"');
    this.emit("word", text, text.toLowerCase(), end);
  }
}

/** The tokens of the one statement: trailing semicolons dropped; nothing, or a second statement, is refused. */
export function statementTokens(tokens: Token[]): Token[] {
  let last = tokens.length;
  while (last > 0 && tokens[last - 1].text === ";") last--;
  const body = tokens.slice(0, last);
  if (body.length === 0) refuse("empty query");
  if (body.some((token) => token.text === ";")) refuse("more than one statement");
  return body;
}

/** The first keyword, skipping opening parentheses: what a refusal names when the statement is not a SELECT. */
export function leadingWord(tokens: Token[]): string | undefined {
  const first = tokens.find((token) => token.text !== "(");
  return first?.kind === "word" ? first.value : undefined;
}
