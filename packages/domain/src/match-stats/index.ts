// What a live match's model implies to show (issue 22): statistics and the phase of play.
export * from './implied-statistics';
export * from './kickoff';
