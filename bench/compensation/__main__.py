from bench.compensation.run import main

raise SystemExit(main())
