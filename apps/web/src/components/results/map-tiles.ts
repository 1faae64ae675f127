// Where the maps' tiles come from, shared by the results map and the summary's place map.
export const DEFAULT_ZOOM = 15;
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_URL = (import.meta.env.VITE_TILE_URL as string | undefined) || DEFAULT_TILE_URL;
