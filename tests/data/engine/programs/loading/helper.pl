:- dynamic loaded/1.
loaded(helper).
helper(h).
