// An upsell's description with its `{placeholder}` tokens filled from its variables (decision
// 038), by the shop's one token rule (markets/translate.ts); the rich text's shape is kept.
import { translate } from '../../markets/translate';

/**
 * The rich-text doc with every text node's tokens filled; unknown tokens stay as written.
 * @example fillTokens({ type: 'doc', content: [{ type: 'text', text: 'Save {d}' }] }, { d: '10%' }) // … 'Save 10%'
 */
export function fillTokens(node: unknown, variables: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(node)) return node.map((child) => fillTokens(child, variables));
  if (typeof node !== 'object' || node === null) return node;
  const record = node as Record<string, unknown>;
  if (record.type === 'text' && typeof record.text === 'string')
    return { ...record, text: translate({ text: record.text }, 'text', variables) };
  return Array.isArray(record.content) ? { ...record, content: fillTokens(record.content, variables) } : record;
}
