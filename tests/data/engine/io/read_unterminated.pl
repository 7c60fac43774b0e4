% Issue 25: read/2 on a clause left open (a block comment, a string)
% over many lines: the syntax error SWI gives, found in linear time
% (each line read was scanned with all the lines before it).

with_text(Lines, Goal) :-
    tmp_file(read_unterminated, F),
    setup_call_cleanup(open(F, write, W),
                       forall(member(L, Lines), (write(W, L), nl(W))),
                       close(W)),
    setup_call_cleanup(open(F, read, R), call(Goal, R), close(R)),
    delete_file(F).

lines(N, Prefix, Lines) :-
    findall(L, (between(1, N, I), format(atom(L), "~w ~d", [Prefix, I])), Lines).

try(R) :-
    catch((read(R, T), print(T), nl), error(E, _), (print(E), nl)).

main :-
    lines(5000, line, Ls),
    with_text(['/*'|Ls], try),
    with_text(['x = "'|Ls], try),
    append(['/*'|Ls], ['*/ done.'], Closed),
    with_text(Closed, try),
    append(['t("'|Ls], ['").'], Str),
    with_text(Str, [R]>>(read(R, t(S)), string_length(S, N), print(N), nl)).
