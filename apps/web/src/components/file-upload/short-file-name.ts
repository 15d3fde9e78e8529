/** Spec 2 §2: a file name is shown with at most 16 characters, then an ellipsis. */
const FILE_NAME_LENGTH = 16;

export function shortFileName(name: string | null | undefined): string {
  if (!name) return '';
  const characters = [...name];
  return characters.length > FILE_NAME_LENGTH ? `${characters.slice(0, FILE_NAME_LENGTH).join('')}…` : name;
}
