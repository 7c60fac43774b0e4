V = "Votes"
A = "Ages"
CATEGORIES = [
    ("Delegates", ["Aisha", "Brendan", "Chloe", "Dmitri", "Elena"]),
    ("Countries", ["Canada", "Egypt", "India", "Norway", "Peru"]),
    ("Committees", ["disarmament", "health", "human rights", "security council", "trade"]),
    ("Votes", ["3 votes", "5 votes", "7 votes", "9 votes", "11 votes"], [3, 5, 7, 9, 11]),
    ("Schools", ["Ashford", "Bayview", "Crestwood", "Dalton", "Elmhurst"]),
    ("Ages", ["14", "15", "16", "17", "18"], [14, 15, 16, 17, 18]),
]
SOLUTION = [
    ["Aisha", "Norway", "security council", "11 votes", "Bayview", "17"],
    ["Brendan", "Peru", "trade", "5 votes", "Elmhurst", "15"],
    ["Chloe", "Egypt", "health", "9 votes", "Ashford", "14"],
    ["Dmitri", "India", "disarmament", "3 votes", "Dalton", "18"],
    ["Elena", "Canada", "human rights", "7 votes", "Crestwood", "16"],
]
CLUES = [
    ("The delegate with the most votes sat on the security council.", lambda s: s.n(V, "security council") == 11),
    ("Dmitri, the oldest delegate, got the fewest votes.",
     lambda s: s.n(A, "Dmitri") == 18 and s.n(V, "Dmitri") == 3),
    ("The delegate of Egypt got 4 more votes than Brendan.", lambda s: s.n(V, "Egypt") == s.n(V, "Brendan") + 4),
    ("The Crestwood student represented Canada.", lambda s: s.same("Crestwood", "Canada")),
    ("Of the trade delegate and the student from Ashford, one is Brendan and the other got 9 votes.",
     lambda s: not s.same("trade", "Ashford") and (
         (s.same("trade", "Brendan") and s.same("Ashford", "9 votes")) or
         (s.same("Ashford", "Brendan") and s.same("trade", "9 votes")))),
    ("The Dalton delegate got 4 fewer votes than Elena.", lambda s: s.n(V, "Dalton") == s.n(V, "Elena") - 4),
    ("Neither Aisha nor the Elmhurst student represented India.",
     lambda s: not s.same("Aisha", "India") and not s.same("Elmhurst", "India")),
    ("The human rights delegate got 2 fewer votes than Chloe.",
     lambda s: s.n(V, "human rights") == s.n(V, "Chloe") - 2),
    ("Norway's delegate goes to Bayview.", lambda s: s.same("Norway", "Bayview")),
    ("Aisha got 4 more votes than Elena.", lambda s: s.n(V, "Aisha") == s.n(V, "Elena") + 4),
    ("The delegate of Peru is 3 years younger than Dmitri.", lambda s: s.n(A, "Peru") == s.n(A, "Dmitri") - 3),
    ("Norway's delegate is a year older than Elena.", lambda s: s.n(A, "Norway") == s.n(A, "Elena") + 1),
    ("The youngest delegate sat on the health committee.", lambda s: s.n(A, "health") == 14),
    ("The 17-year-old got 6 more votes than the 15-year-old.", lambda s: s.n(V, "17") == s.n(V, "15") + 6),
]
QUESTIONS = [("Which country did Chloe represent, and on which committee?", lambda s: (s.v("Countries", "Chloe"), s.v("Committees", "Chloe")))]
NUM = None
DOT = False
INTRO = ["At the Model UN conference, five delegates each represented a different country on a different committee, and each got a different number of votes for best delegate."]
OUTRO = []
REMARKS = INTRO + OUTRO
