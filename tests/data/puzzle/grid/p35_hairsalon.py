T = "Times"
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CATEGORIES = [
    ("Clients", ["Aisha", "Brenda", "Corey", "Mitch", "Yolanda"]),
    ("Stylists", ["Fern", "Gus", "Lacey", "Oren", "Pia"]),
    ("Services", ["blowout", "color", "perm", "trim", "undercut"]),
    ("Times", ["9:00 am", "10:30 am", "noon", "1:30 pm", "3:00 pm"], [540, 630, 720, 810, 900]),
]
SOLUTION = [
    ["Aisha", "Lacey", "color", "10:30 am"],
    ["Brenda", "Pia", "perm", "9:00 am"],
    ["Corey", "Gus", "undercut", "3:00 pm"],
    ["Mitch", "Fern", "trim", "noon"],
    ["Yolanda", "Oren", "blowout", "1:30 pm"],
]
CLUES = [
    ("Brenda's appointment was an hour and a half before Aisha's.", lambda s: s.n(T, "Brenda") == s.n(T, "Aisha") - 90),
    ("The client who booked the perm is either Mitch or the 9:00 am client.",
     lambda s: (s.same("perm", "Mitch") or s.same("perm", "9:00 am")) and not s.same("Mitch", "9:00 am")),
    ("Gus's client came in at 3:00 pm.", lambda s: s.same("Gus", "3:00 pm")),
    ("Of the trim and Oren's client, one was at noon and the other was Yolanda.",
     lambda s: not s.same("trim", "Oren") and (
         (s.same("trim", "noon") and s.same("Oren", "Yolanda")) or
         (s.same("Oren", "noon") and s.same("trim", "Yolanda")))),
    ("Neither Lacey nor Pia gave the undercut.", lambda s: not s.same("Lacey", "undercut") and not s.same("Pia", "undercut")),
    ("Yolanda's appointment was later than Fern's but earlier than the undercut.",
     lambda s: s.n(T, "Fern") < s.n(T, "Yolanda") < s.n(T, "undercut")),
    ("Corey wasn't booked with Oren.", lambda s: not s.same("Corey", "Oren")),
    ("Lacey did the color, but not at noon.", lambda s: s.same("Lacey", "color") and not s.same("Lacey", "noon")),
    ("The five clients are Brenda, Fern's client, the one who got the blowout, the 3:00 pm client and Aisha.",
     lambda s: diff(s, "Brenda", "Fern", "blowout", "3:00 pm", "Aisha")),
    ("The blowout wasn't booked for 10:30 am.", lambda s: not s.same("blowout", "10:30 am")),
    ("Aisha's appointment wasn't with Pia.", lambda s: not s.same("Aisha", "Pia")),
    ("Mitch's appointment was earlier than Corey's.", lambda s: s.n(T, "Mitch") < s.n(T, "Corey")),
]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
