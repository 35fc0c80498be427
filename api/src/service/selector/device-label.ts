/** A model's name with its maker, once: "Apple iPhone 15", "Xiaomi 14" (not "Xiaomi Xiaomi 14"). */
export function deviceLabel(manufacturer: string, model: string): string {
  return model.toLowerCase().startsWith(manufacturer.toLowerCase()) ? model : `${manufacturer} ${model}`;
}
