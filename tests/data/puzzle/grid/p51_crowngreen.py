P = "Places"
CATEGORIES = [
    ("First names", ["Frank", "Jack", "Len", "Norman", "Percy", "Stanley"]),
    ("Places", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
    ("Surnames", ["Ashworth", "Haworth", "Kenyon", "Marsden", "Rigby", "Tattersall"]),
    ("Clubs", ["Bury", "Chorley", "Darwen", "Leigh", "Rochdale", "Wigan"]),
]
SOLUTION = [
    ["Frank", "4th", "Rigby", "Darwen"],
    ["Jack", "1st", "Ashworth", "Wigan"],
    ["Len", "6th", "Tattersall", "Bury"],
    ["Norman", "2nd", "Kenyon", "Chorley"],
    ["Percy", "5th", "Marsden", "Leigh"],
    ["Stanley", "3rd", "Haworth", "Rochdale"],
]
CLUES = [
    ("The Wigan man won, one place ahead of Mr Kenyon.",
     lambda s: s.n(P, "Wigan") == 1 and s.n(P, "Kenyon") == 2),
    ("Len, who isn't Mr Marsden, finished last.", lambda s: not s.same("Len", "Marsden") and s.n(P, "Len") == 6),
    ("Mr Haworth came third.", lambda s: s.same("Haworth", "3rd")),
    ("Frank finished one place above Percy.", lambda s: s.n(P, "Frank") == s.n(P, "Percy") - 1),
    ("The Darwen bowler finished three places below Jack.", lambda s: s.n(P, "Darwen") == s.n(P, "Jack") + 3),
    ("Leigh is represented by neither Norman nor Stanley.",
     lambda s: not s.same("Norman", "Leigh") and not s.same("Stanley", "Leigh")),
    ("Frank is neither Mr Kenyon nor Mr Haworth.",
     lambda s: not s.same("Frank", "Kenyon") and not s.same("Frank", "Haworth")),
    ("The Bury bowler is Mr Tattersall.", lambda s: s.same("Bury", "Tattersall")),
    ("Norman, whose surname isn't Ashworth, finished above Stanley.",
     lambda s: not s.same("Norman", "Ashworth") and s.n(P, "Norman") < s.n(P, "Stanley")),
    ("The Chorley bowler finished higher than the Rochdale bowler.", lambda s: s.n(P, "Chorley") < s.n(P, "Rochdale")),
    ("Mr Rigby finished lower than Mr Haworth but higher than Mr Marsden.",
     lambda s: s.n(P, "Haworth") < s.n(P, "Rigby") < s.n(P, "Marsden")),
]
QUESTIONS = [
    ("Which club does Mr Marsden play for?", lambda s: s.v("Clubs", "Marsden")),
    ("What is Mr Rigby's first name?", lambda s: s.v("First names", "Rigby")),
]
NUM = "."
INTRO = ["Six crown green bowlers, each from a different Lancashire club, reached the final stages of the veterans' merit at Haslingden, and the results put them in six different places."]
ASK = "Can you work out each man's full name, his club and where he finished?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
