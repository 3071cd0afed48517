DEF DEBUG = 0
IF DEBUG:
    print("debug")
ELIF UNAME_SYSNAME == "Linux":
    print("linux")
ELSE:
    print("other")
