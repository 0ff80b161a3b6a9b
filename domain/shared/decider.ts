/** The decider shape every aggregate follows: decide on a command, evolve state from events. */
export type Decider<State, Command, Event> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
};

export type DomainEvent<Type extends string = string, Data = unknown> = { type: Type; data: Data };
