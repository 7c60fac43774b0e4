T = "Lesson times"
A = "Ages"
S = "Start dates"
CATEGORIES = [
    ("Students", ["Finn", "Grace", "Harvey", "Ivy"]),
    ("Lesson times", ["10:30am", "11:15am", "noon", "12:45pm"], [630, 675, 720, 765]),
    ("Ages", ["9", "11", "13", "15"], [9, 11, 13, 15]),
    ("Start dates", ["2nd", "9th", "16th", "23rd"], [2, 9, 16, 23]),
]
SOLUTION = [
    ["Finn", "noon", "13", "9th"],
    ["Grace", "10:30am", "9", "23rd"],
    ["Harvey", "12:45pm", "15", "2nd"],
    ["Ivy", "11:15am", "11", "16th"],
]
CLUES = [
    ("The youngest student has the first lesson of the day.", lambda s: s.n(T, "9") == 630),
    ("Ivy is two years younger than Finn.", lambda s: s.n(A, "Ivy") == s.n(A, "Finn") - 2),
    ("Harvey's lesson starts 45 minutes after the 13-year-old's.", lambda s: s.n(T, "Harvey") == s.n(T, "13") + 45),
    ("The student whose lesson is at noon started on the 9th.", lambda s: s.same("noon", "9th")),
    ("Harvey was the first to start, on the 2nd.", lambda s: s.same("Harvey", "2nd")),
    ("Grace started two weeks after Finn.", lambda s: s.n(S, "Grace") == s.n(S, "Finn") + 14),
    ("The oldest student didn't start on the 16th.", lambda s: not s.same("15", "16th")),
]
QUESTIONS = [("What time is Ivy's lesson?", lambda s: s.v("Lesson times", "Ivy"))]
NUM = ")"
DOT = False
INTRO = [
    "Mr Okafor teaches drums on Saturdays in the back room of a music shop. This September he took on four new students. Each started on a different Saturday of the month, and each has a different lesson time. Can you match each student with their lesson time, their age and the date they started?",
]
OUTRO = []
REMARKS = INTRO + OUTRO
