/** A component's own class followed by the consumer's `className`, when one is given (for layout). */
export function withClassName(own: string, className: string | undefined): string {
  return className ? `${own} ${className}` : own;
}
