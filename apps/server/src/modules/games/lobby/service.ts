// The lobby: the player's calls on the catalogue (menus, lists, hot and popular games, the
// winner board) and a member's own games (favourites, recent games). Its public surface.
export { favouriteGames, gameListPage, noteRecentGame, recentGames } from './member-games';
export { maskName, winnerBoard } from './winners';
