/** The signed-in customer as the web app sees them; null when signed out. */
export type Viewer = { name: string; msisdn: string; unreadNotifications: number };
