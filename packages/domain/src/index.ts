// The public surface of @tennis/domain: every rule of tennis and of the league.
export {};
