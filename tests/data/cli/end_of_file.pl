% Issue 10: a clause end_of_file ends the file, as in SWI-Prolog.
p(1).
end_of_file.
p(2).
