% Issue 10: a cut that removes the choicepoints of setup_call_cleanup/3's
% goal runs the cleanup, so a loop that opens a file, takes one solution
% and cuts closes every stream it opened instead of leaking them.
first_line_item(X) :-
    setup_call_cleanup(open('cleanup_cut_closes_streams.pl', read, S),
                       member(X, [a, b, c]),
                       close(S)),
    !.

open_files(N) :-
    findall(S, stream_property(S, file_name(_)), Ss),
    length(Ss, N).

main :-
    open_files(N0),
    forall(between(1, 3000, _), first_line_item(_)),
    open_files(N1),
    Leaked is N1 - N0,
    format("leaked ~w~n", [Leaked]),
    % once/1, \+ and if-then-else cut the goal too.
    once(setup_call_cleanup(open('cleanup_cut_closes_streams.pl', read, S1),
                            member(_, [1, 2]), close(S1))),
    \+ \+ setup_call_cleanup(open('cleanup_cut_closes_streams.pl', read, S2),
                             member(_, [1, 2]), close(S2)),
    (   setup_call_cleanup(open('cleanup_cut_closes_streams.pl', read, S3),
                           member(_, [1, 2]), close(S3))
    ->  true
    ;   true
    ),
    open_files(N2),
    Leaked2 is N2 - N0,
    format("leaked ~w~n", [Leaked2]).
