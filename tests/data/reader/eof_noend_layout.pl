% The end token is missing and layout follows the last token (issue 10):
% the error points just after that token, not at the end of the file.
ok(1).
last(2)

   
