% working_directory/2 and chdir/1 (issue 14): the directory ends in `/`,
% a relative one is taken from the current one, and SWI's errors. The
% version flag is an integer, SWI's 90004 for 9.0.4.
main :-
    working_directory(D, D),
    ( sub_atom(D, _, _, 0, '/io/') -> writeln(ends_in_io) ; writeln(D) ),
    working_directory(Old, '..'),
    ( Old == D -> writeln(old_is_what_it_was) ; writeln(Old) ),
    working_directory(E, E),
    ( sub_atom(E, _, _, 0, '/engine/') -> writeln(now_in_engine) ; writeln(E) ),
    ( exists_file('io/working_directory.pl') -> writeln(sees_io) ; writeln(no) ),
    chdir(io),
    working_directory(F, F),
    ( F == D -> writeln(back) ; writeln(F) ),
    catch(working_directory(_, nonexistent_dir_x), error(E1, _), (print(E1), nl)),
    catch(working_directory(_, 3), error(E2, _), (print(E2), nl)),
    catch(chdir(_), error(E3, _), (print(E3), nl)),
    current_prolog_flag(version, V),
    ( integer(V), V >= 90000 -> writeln(version_ok) ; writeln(V) ).
