% absolute_file_name/2,3 (issue 10: it was missing). Names are shown
% relative to the working directory, which absolute_file_name('', D)
% gives with a final slash.

t(G) :-
    catch(( G -> \+ \+ (numbervars(G, 0, _), show(G)) ; print(failed) ),
          error(E, _), \+ \+ (numbervars(E, 0, _), print(E))),
    nl.

show(G) :-
    G =.. [_, _, F|_], absolute_file_name('', Base),
    ( atom(F), atom_concat(Base, R, F) -> print(cwd/R) ; print(F) ).

main :-
    t(absolute_file_name(foo, _)),
    t(absolute_file_name('data/../foo.pl', _)),
    t(absolute_file_name('/a/./b/../c', _)),
    t(absolute_file_name("data/sample.txt", _)),
    t(absolute_file_name(data/sample, _, [extensions([txt]), access(read)])),
    t(absolute_file_name(data/terms, _, [file_type(prolog), access(read)])),
    t(absolute_file_name(data/terms, _, [extensions(['', pl]), access(read)])),
    t(absolute_file_name(data/none, _, [extensions([pl])])),
    t(absolute_file_name(data/none, _, [file_type(prolog), access(read)])),
    t(absolute_file_name(data/none, _, [access(read), file_errors(fail)])),
    t(absolute_file_name(data/none, _, [access(write)])),
    t(absolute_file_name('no_dir/none', _, [access(write)])),
    t(absolute_file_name(data, _, [file_type(directory)])),
    t(absolute_file_name('data/sample.txt', _, [file_type(directory)])),
    t(absolute_file_name(x, _, [relative_to('/tmp')])),
    t(absolute_file_name(x, _, [relative_to('data/sample.txt')])),
    t(absolute_file_name('data/', _)),
    t(absolute_file_name('', _)),
    t(absolute_file_name(_, _)),
    t(absolute_file_name(f(x), _)),
    t(absolute_file_name(x, _, [bogus(1)])).
