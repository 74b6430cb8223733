// An inline picture, so stories need no network and render the same every time.
export const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f8f"/><circle cx="32" cy="26" r="13" fill="#f2c9a0"/><path d="M8 64c2-14 12-22 24-22s22 8 24 22z" fill="#e07a3f"/></svg>',
)}`;
