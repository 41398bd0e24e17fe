/**
 * `text` cut to at most `max` characters with '...' after it when it is longer; shorter text is
 * returned as is. Characters are counted as the reader sees them, so an emoji is never split.
 */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}
