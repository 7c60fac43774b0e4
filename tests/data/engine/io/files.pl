% exists_file/1, exists_directory/1, delete_file/1.

t(G) :-
    catch((G -> writeln(yes) ; writeln(no)), error(E, _),
          \+ \+ (numbervars(E, 0, _), print(E), nl)).

main :-
    t(exists_file('data/sample.txt')),
    t(exists_file("data/sample.txt")),
    t(exists_file(data)),
    t(exists_file('data/none.txt')),
    t(exists_directory(data)),
    t(exists_directory("data")),
    t(exists_directory('data/sample.txt')),
    t(exists_file(_)),
    t(exists_file(1)),
    t(exists_directory(f(x))),
    F = 'tmp_io_files.txt',
    open(F, write, S), close(S),
    t(exists_file(F)),
    t(delete_file(F)),
    t(exists_file(F)),
    t(delete_file(F)),
    t(delete_file(_)),
    t(delete_file(data)).
