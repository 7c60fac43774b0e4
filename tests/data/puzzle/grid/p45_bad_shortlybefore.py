F, L, T = "First names", "Last names", "Times"
CATEGORIES = [
    (F, ["Lou", "Max", "Ned", "Ollie"]),
    (L, ["Hart", "Irby", "Jett", "Kirk"]),
    (T, ["3:00", "3:15", "3:30", "3:45"], [180, 195, 210, 225]),
]
CLUES = [
    ("The Jett boy was the first to arrive.", lambda s: s.n(T, "Jett") == 180),
    ("Max got there 15 minutes before Ned, who got there 15 minutes before Ollie.",
     lambda s: s.n(T, "Ned") == s.n(T, "Max") + 15 and s.n(T, "Ollie") == s.n(T, "Ned") + 15),
    ("Ollie, whose last name is Kirk, arrived last.", lambda s: s.same("Ollie", "Kirk") and s.n(T, "Ollie") == 225),
]
BAD = (3, "Lou got to the hall shortly before the Hart boy did.")
REFUSED = {BAD[1]: {
    "'15 minutes before'": lambda s: s.n(T, "Hart") == s.n(T, "Lou") + 15,
    "'30 minutes before'": lambda s: s.n(T, "Hart") == s.n(T, "Lou") + 30,
    "'some time before'": lambda s: s.n(T, "Hart") > s.n(T, "Lou"),
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four boys came to the Legion hall on Friday afternoon to set up chairs for the bingo night, at 3:00, 3:15, 3:30 and 3:45.",
         "Find each boy's full name and the time he arrived."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Lou got to the hall shortly before the Hart boy did.", must be refused:
"shortly before" gives no amount of time, and the arrivals are a quarter of an
hour apart, so it may mean 15 minutes or 30 minutes. Lou is the Jett boy who came
at 3:00, and the Hart boy is Max (3:15) or Ned (3:30); without the clue the
puzzle has exactly those two solutions. Read as "15 minutes before" it gives Max
Hart; read as "30 minutes before" it gives Ned Hart; read as "some time before"
it decides nothing. A reader that takes "shortly" to mean "immediately" answers
with confidence that is not warranted."""
