% file_base_name/2, file_directory_name/2, file_name_extension/3 in every
% mode, and directory_files/2 (issue 10: they were missing).

t(G) :-
    catch(( G -> \+ \+ (numbervars(G, 0, _), print(G)) ; print(failed) ),
          error(E, _), \+ \+ (numbervars(E, 0, _), print(E))),
    nl.

main :-
    forall(member(F, ['/a/b/c.pl', 'c.pl', '/a/b/', '/', '', 'a/b', "str/x.y",
                      '/a//b', 'a/', '.', '..', 'a/.', '/x']),
           ( t(file_base_name(F, _)), t(file_directory_name(F, _)) )),
    t(file_base_name(_, _)),
    t(file_base_name(1, _)),
    t(file_base_name(f(x), _)),
    t(file_directory_name(_, _)),
    t(file_name_extension(foo, pl, _)),
    t(file_name_extension(foo, '.pl', _)),
    t(file_name_extension(_, _, 'foo.pl')),
    t(file_name_extension(_, _, foo)),
    t(file_name_extension(_, _, 'a.b/c')),
    t(file_name_extension(_, _, 'a/b.c.d')),
    t(file_name_extension(foo, pl, 'foo.pl')),
    t(file_name_extension(_, pl, 'foo.pl')),
    t(file_name_extension(_, txt, 'foo.pl')),
    t(file_name_extension('foo.pl', pl, _)),
    t(file_name_extension(foo, '', _)),
    t(file_name_extension(_, _, '.bashrc')),
    t(file_name_extension(_, _, _)),
    t(file_name_extension("s", "t", _)),
    t(file_name_extension(_, 'PL', 'foo.pl')),
    t(file_name_extension(foo, _, 'foo.pl')),
    directory_files(data, Entries), msort(Entries, Sorted), print(Sorted), nl,
    t(directory_files('data/no_such_dir', _)),
    t(directory_files('data/sample.txt', _)),
    t(directory_files(_, _)).
