// Where every local stand-in listens: the IPv4 loopback, so nothing on the network (a café's
// Wi-Fi, a shared office LAN) can reach the local database, mail store or user pool.

export const LOOPBACK_HOST = '127.0.0.1';
