V = "Viewers"
DAY = "Days"
CATEGORIES = [
    ("Streamers", ["Arlo", "Bree", "Cass", "Dario", "Everly"]),
    ("Genres", ["chess", "horror", "puzzle", "racing", "strategy"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("Viewers", ["150", "300", "450", "600", "750"], [150, 300, 450, 600, 750]),
    ("Hometowns", ["Fresno", "Omaha", "Reno", "Tampa", "Waco"]),
]
SOLUTION = [
    ["Arlo", "horror", "Wednesday", "450", "Reno"],
    ["Bree", "chess", "Monday", "750", "Tampa"],
    ["Cass", "racing", "Friday", "150", "Omaha"],
    ["Dario", "strategy", "Tuesday", "300", "Waco"],
    ["Everly", "puzzle", "Thursday", "600", "Fresno"],
]
def one_other(s, a, b, x, y):
    return not s.same(a, b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))
def either(s, a, x, y):
    return not s.same(x, y) and (s.same(a, x) or s.same(a, y))
def neither(s, a, b, x):
    return not s.same(a, b) and not s.same(a, x) and not s.same(b, x)
def distinct(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The horror streamer went live two days after Bree.", lambda s: s.n(DAY, "horror") == s.n(DAY, "Bree") + 2),
    ("The Friday stream drew the fewest viewers.", lambda s: s.n(V, "Friday") == 150),
    ("The streamer from Waco had 150 more viewers than Cass.", lambda s: s.n(V, "Waco") == s.n(V, "Cass") + 150),
    ("Bree had the most viewers.", lambda s: s.n(V, "Bree") == 750),
    ("The puzzle streamer isn't from Tampa or Omaha.", lambda s: not s.same("puzzle", "Tampa") and not s.same("puzzle", "Omaha")),
    ("Of Dario and the streamer from Fresno, one plays strategy games and the other went live on Thursday.",
     lambda s: one_other(s, "Dario", "Fresno", "strategy", "Thursday")),
    ("The Reno streamer had 150 fewer viewers than the Thursday streamer.", lambda s: s.n(V, "Reno") == s.n(V, "Thursday") - 150),
    ("Cass streamed sometime after Arlo.", lambda s: s.n(DAY, "Cass") > s.n(DAY, "Arlo")),
    ("Neither the chess streamer nor the Omaha streamer went live on Tuesday.", lambda s: neither(s, "chess", "Omaha", "Tuesday")),
    ("The racing stream wasn't on Monday.", lambda s: not s.same("racing", "Monday")),
    ("Everly doesn't stream horror.", lambda s: not s.same("Everly", "horror")),
    ("Everly had 450 more viewers than the racing streamer.", lambda s: s.n(V, "Everly") == s.n(V, "racing") + 450),
    ("The Wednesday stream had more viewers than the Tuesday stream.", lambda s: s.n(V, "Wednesday") > s.n(V, "Tuesday")),
]
NUM = "."
DOT = False
INTRO = ["Five streamers each went live once last week, on different days from Monday to Friday."]
OUTRO = []
REMARKS = INTRO + OUTRO
